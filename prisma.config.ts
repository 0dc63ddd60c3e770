// Prisma CLI configuration (generate, migrate). The server itself migrates on start-up (server/db/migrate.ts).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/portal' },
});
