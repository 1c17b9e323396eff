import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret from the environment, else one generated once per data folder (DATA_DIR/<name>), so a
 * restart keeps the same value. Several instances must be given the same value in the environment.
 */
export async function serverSecret(fromEnv: string | null | undefined, dataDir: string, name: string): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  const existing = await readFile(file, 'utf8').then(
    (s) => s.trim(),
    () => '',
  );
  if (existing.length >= 32) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx': if another process wrote it first, use theirs.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}
