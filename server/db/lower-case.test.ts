// The start-up check of the database's lower case (decision 035): the quick search is exact on ICU databases.
import pino from 'pino';
import { useTestApp } from '../../test/app';
import { db } from './client';
import { checkLowerCase, lowersAsJavaScript } from './lower-case';

useTestApp();

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('the database lower case', () => {
  it('agrees with JavaScript on the ICU database and says nothing', async () => {
    expect(await lowersAsJavaScript(db())).toBe(true);
    const { logger, lines } = recordingLogger();
    expect(await checkLowerCase(db(), logger)).toBe(true);
    expect(lines).toEqual([]);
  });

  it('warns when the database lowers only ASCII (the C locale)', async () => {
    expect(await lowersAsJavaScript(db(), 'C')).toBe(false);
    const { logger, lines } = recordingLogger();
    expect(await checkLowerCase(db(), logger, 'C')).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: expect.stringContaining('quick search') });
  });
});
