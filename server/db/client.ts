// The Prisma client of the process: created once from the database URL, used by every service.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client';

export type Db = PrismaClient;
export type { Prisma } from './generated/client';

export function createPrismaClient(databaseUrl: string): PrismaClient {
  const adapter = new PrismaPg({ connectionString: databaseUrl, max: 10 });
  return new PrismaClient({ adapter });
}

let current: PrismaClient | null = null;

/** Sets the client every service uses (start-up, or a test file's own database). */
export function setDb(client: PrismaClient): void {
  current = client;
}

/** The client set by start-up; services call this rather than holding their own. */
export function db(): PrismaClient {
  if (!current) throw new Error('Database not initialised: call setDb() first');
  return current;
}
