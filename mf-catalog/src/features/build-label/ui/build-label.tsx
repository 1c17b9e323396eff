import { buildLabel } from '../model';

/** A small line under the page naming the release build, shown only when the build was given a label. */
export function BuildLabel() {
  const label = buildLabel();
  if (!label) return null;
  return (
    <p className="sf-build-label" data-testid="build-label">
      {label}
    </p>
  );
}
