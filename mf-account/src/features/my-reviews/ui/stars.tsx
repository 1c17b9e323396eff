export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} style={{ color: '#f5a524', letterSpacing: 1 }}>
      {'★'.repeat(value)}
      <span style={{ color: '#c9ced6' }}>{'★'.repeat(5 - value)}</span>
    </span>
  );
}
