/** One honest message in the widget body (guard failures, 404, features of later issues). */
export function MessagePage({ message, role }: { message: string; role?: 'alert' | 'status' }) {
  return (
    <section className="widget-message" role={role}>
      <p>{message}</p>
    </section>
  );
}
