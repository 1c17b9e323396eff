/** BUILD_LABEL the release was built with (rspack.config.base.ts defines it, trimmed; empty for ordinary builds). */
export function buildLabel(): string {
  return process.env.BUILD_LABEL ?? '';
}
