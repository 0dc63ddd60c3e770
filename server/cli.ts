// Command line: `migrate`, `seed [--reset]`, `create-admin --email E --password P [--association ABBR]`.
import { parseArgs } from 'node:util';
import { isDatabaseEmpty, seedDemo } from '../prisma/seed';
import { loadConfig } from './config';
import { setAssociationTimeZone } from '../shared/clock';
import { openDatabase } from './db/connect';
import { createLogger } from './logger';
import { createAdmin } from './domains/access';

const USAGE = `Usage:
  npm run db:migrate
  npm run db:seed [-- --reset]
  npm run create-admin -- --email E --password P [--association ABBR] [--firstname F] [--lastname L]`;

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      association: { type: 'string' },
      firstname: { type: 'string' },
      lastname: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  if (!command || !['migrate', 'seed', 'create-admin'].includes(command)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  setAssociationTimeZone(config.timeZone);
  const logger = createLogger({ ...config, logLevel: 'warn' });
  const database = await openDatabase(config, logger);
  try {
    if (command === 'migrate') {
      process.stdout.write('Database is migrated.\n');
    } else if (command === 'seed') {
      if (values.reset) {
        await database.prisma.$executeRawUnsafe('DROP SCHEMA public CASCADE');
        await database.prisma.$executeRawUnsafe('CREATE SCHEMA public');
        await database.close();
        return main2(config);
      }
      if (!(await isDatabaseEmpty(database.prisma))) {
        process.stderr.write('The database already holds data; run `npm run db:seed -- --reset` to wipe it and load the demo.\n');
        return 1;
      }
      const counts = await seedDemo(database.prisma);
      process.stdout.write(`Demo data loaded: ${JSON.stringify(counts)}\n`);
    } else {
      if (!values.email || !values.password) {
        process.stderr.write(`${USAGE}\n`);
        return 2;
      }
      const result = await createAdmin({
        email: values.email,
        password: values.password,
        association: values.association,
        firstname: values.firstname,
        lastname: values.lastname,
      });
      process.stdout.write(
        `${result.created ? 'Created' : 'Updated'} association admin ${result.email} for ${result.associationName}.\n`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

/** After a reset: migrate the empty schema again and load the demo. */
async function main2(config: ReturnType<typeof loadConfig>): Promise<number> {
  const database = await openDatabase(config, createLogger({ ...config, logLevel: 'warn' }));
  try {
    const counts = await seedDemo(database.prisma);
    process.stdout.write(`Database wiped and demo data loaded: ${JSON.stringify(counts)}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
