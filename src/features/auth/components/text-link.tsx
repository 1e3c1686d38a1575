import { Link, type LinkProps } from 'react-router-dom';

export function TextLink({ className = '', ...props }: LinkProps) {
  return (
    <Link
      className={`rounded font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-400 ${className}`}
      {...props}
    />
  );
}
