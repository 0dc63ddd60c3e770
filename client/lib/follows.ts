// The app's way to the browser's follows and push subscription (client/islands/follows-store.ts and push.ts, decision
// 056), loaded after a page's first draw. The app imports them dynamically through this module only: their own chunk
// is shared with a guest's islands, and a chunk imported dynamically needs the bundler's namespace helper, which lives
// in the app's first chunk; this module's chunk (the app's) takes that need, the shared one stays free of the app.
export * from '../islands/follows-store';
export * from '../islands/push';
