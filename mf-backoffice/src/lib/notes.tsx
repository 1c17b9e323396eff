/** A refusal or failure of the last action, read out when it appears; nothing when there is none. */
export function ErrorNote({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="bo-error">
      {message}
    </p>
  );
}

/** A table's column headings, in order. */
export function HeadRow({ labels }: { labels: string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
