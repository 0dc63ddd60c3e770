// The bench accounts the generator creates (persons 1 and 2, and the sign-in accounts) and their password (it meets
// the admin policy).
export { BENCH_ADMIN_EMAIL, BENCH_MEMBER_EMAIL, BENCH_SIGNIN_ACCOUNTS, benchSignInEmail } from '../generate/people';

export const BENCH_PASSWORD = 'Bench!Portal2026';
