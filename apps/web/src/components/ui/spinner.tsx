export function Spinner({ label }: { label?: string }) {
  return (
    <span className="spinner" role={label ? 'status' : undefined} aria-hidden={label ? undefined : true}>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
