// The demo logins that start-up prints (the demo data creates them).
export { DEMO_PASSWORD } from '../../../prisma/seed/accounts';

export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.test', description: 'association admin (German association)' },
  { email: 'club@demo.test', description: 'club representative' },
  { email: 'player@demo.test', description: 'player with games and a subscription' },
  { email: 'customer@demo.test', description: 'customer' },
  { email: 'referee@demo.test', description: 'referee with a licence' },
] as const;
