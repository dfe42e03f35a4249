import './ui.css';

/** A form's outcome: an error (role alert) or a success notice (role status). Text only, never HTML. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p className="notice notice--success" role="status">
        {success}
      </p>
    );
  }
  return null;
}
