import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createSchema } from './schema';

/** Opens (or creates) the database; 'memory://' keeps everything in RAM, which tests rely on. */
export async function openDatabase(dataDir: string): Promise<PGlite> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir);
  await db.waitReady;
  await createSchema(db);
  return db;
}
