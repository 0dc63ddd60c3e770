// A test that makes the code log an error fails: errors must be asserted, not printed.
const original = console.error;
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    original(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ').slice(0, 500)}`);
  };
});
afterEach(() => {
  console.error = original;
});
