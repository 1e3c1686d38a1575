/** The small red text under a field. */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}
