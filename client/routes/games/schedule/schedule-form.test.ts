// The schedule forms' values and requests: a day and a time on the association's clock become one instant, and the
// shared request schemas judge what would be sent.
import {
  cancelFormSchema,
  gameFormSchema,
  gameRequest,
  generatorFormSchema,
  kickoffOf,
  postponeFormSchema,
} from './schedule-form';

const game = {
  number: 7,
  day: '2026-09-12',
  time: '18:00',
  group_id: '3',
  home_team_id: '4',
  away_team_id: '5',
  field_id: null,
  location: ' Halle ',
};

describe('schedule forms', () => {
  it('reads a day and a time in Berlin, in summer and in winter', () => {
    expect(kickoffOf('2026-09-12', '18:00')).toBe('2026-09-12T16:00:00.000Z');
    expect(kickoffOf('2026-12-12', '18:00')).toBe('2026-12-12T17:00:00.000Z');
    expect(kickoffOf('12.09.2026', '18:00')).toBe('');
    expect(kickoffOf('2026-09-12', '')).toBe('');
  });

  it('sends ids as numbers, a field or a trimmed place, and passes the request schema', () => {
    expect(gameRequest(game)).toEqual({
      number: 7,
      kickoff_time: '2026-09-12T16:00:00.000Z',
      group_id: 3,
      home_team_id: 4,
      away_team_id: 5,
      field_id: null,
      location: 'Halle',
    });
    expect(gameRequest({ ...game, field_id: '9' })).toMatchObject({ field_id: 9, location: null });
    expect(gameFormSchema.safeParse(game).success).toBe(true);
    const missing = gameFormSchema.safeParse({ ...game, day: '', home_team_id: null });
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['home_team_id', 'kickoff_time']);
  });

  it('postpones with a new kickoff or with the date open, and needs a reason to postpone or cancel', () => {
    const values = { open: false, day: '2026-09-20', time: '15:00', reason: 'Platz gesperrt' };
    expect(postponeFormSchema.safeParse(values).data).toEqual({
      kickoff_time: '2026-09-20T13:00:00.000Z',
      reason: 'Platz gesperrt',
    });
    expect(postponeFormSchema.safeParse({ ...values, open: true }).data).toEqual({
      kickoff_time: null,
      reason: 'Platz gesperrt',
    });
    expect(postponeFormSchema.safeParse({ ...values, reason: ' ' }).success).toBe(false);
    expect(cancelFormSchema.safeParse({ ...values, reason: 'Regen' }).data).toEqual({ reason: 'Regen' });
    expect(cancelFormSchema.safeParse({ ...values, reason: '' }).success).toBe(false);
  });

  it('checks the generator options as the server does', () => {
    const options = {
      double: true,
      start_date: '2026-09-01',
      weekday: '6',
      time: '15:00',
      interval_days: 7,
      home_field: false,
      replace: false,
    };
    expect(generatorFormSchema.safeParse(options).success).toBe(true);
    expect(generatorFormSchema.safeParse({ ...options, interval_days: 0 }).success).toBe(false);
    expect(generatorFormSchema.safeParse({ ...options, time: '' }).success).toBe(false);
  });
});
