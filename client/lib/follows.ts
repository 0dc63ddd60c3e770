// The app's way to the browser's follows and push subscription (client/islands/follows-store.ts and push.ts, decision
// 056), loaded after a page's first draw. The app imports them dynamically through this module only: their own chunk
// is shared with a guest's islands, and a chunk imported dynamically needs the bundler's namespace helper, which lives
// in the app's first chunk; this module's chunk (the app's) takes that need, the shared one stays free of the app.
import { mergeGuestFollows } from '../islands/follows-store';
import { linkPushToAccount } from '../islands/push';

export * from '../islands/follows-store';
export * from '../islands/push';

/** After a sign-in: what this browser kept as a guest (follows, its push subscription) joins the account. */
export async function joinAccount(): Promise<void> {
  await Promise.all([mergeGuestFollows(), linkPushToAccount()]);
}
