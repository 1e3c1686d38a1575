export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/** The greeting for a local hour (0-23): before 12 morning, 12 to 16 afternoon, from 17 evening. */
export function getGreeting(hour: number): Greeting {
  if (hour < 12) return 'Good Morning';
  if (hour < 17) return 'Good Afternoon';
  return 'Good Evening';
}
