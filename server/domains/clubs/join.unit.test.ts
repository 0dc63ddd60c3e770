// The join rules without a database: age class display and fit, gender, refusals, and the join choice.
import { joinChoiceProblem } from '../../../shared/schemas/players';
import { ageClassLabel, ageOnReferenceDay, fitsAgeClass, fitsTeamGender } from '../../../shared/schemas/teams';
import type { TeamRow } from './rows';
import { sportRefusal, teamRefusal, type JoinContext } from './join-rules';

describe('age classes', () => {
  it('shows max+1- for min 0 with a max, min+ for max 0 with a min, otherwise nothing (docs/product.md#team-age-class)', () => {
    expect(ageClassLabel(0, 11)).toBe('12-');
    expect(ageClassLabel(16, 0)).toBe('16+');
    expect(ageClassLabel(0, 0)).toBe('');
    expect(ageClassLabel(14, 17)).toBe('');
  });
  it('counts the age on 31 December of the current year', () => {
    const today = new Date('2026-03-01T12:00:00Z');
    expect(ageOnReferenceDay('2010-12-31', today)).toBe(16);
    expect(ageOnReferenceDay(new Date('2011-01-01'), today)).toBe(15);
  });
  it('fits an age into min and max, 0 meaning no limit', () => {
    expect(fitsAgeClass(15, 0, 15)).toBe(true);
    expect(fitsAgeClass(16, 0, 15)).toBe(false);
    expect(fitsAgeClass(16, 16, 0)).toBe(true);
    expect(fitsAgeClass(15, 16, 0)).toBe(false);
    expect(fitsAgeClass(60, 0, 0)).toBe(true);
  });
  it('lets members see teams without gender or of their own gender', () => {
    expect(fitsTeamGender('none', 'female')).toBe(true);
    expect(fitsTeamGender('female', 'female')).toBe(true);
    expect(fitsTeamGender('male', 'female')).toBe(false);
  });
});

const team = (data: Partial<TeamRow> = {}): TeamRow => ({
  id: 10,
  name: 'Damen',
  localName: null,
  gender: 'female',
  minAge: 16,
  maxAge: 0,
  isJoinable: true,
  sport: { id: 1, name: 'Lacrosse', key: 'lacrosse' },
  club: { id: 100, name: 'LC', associationId: 7 },
  ...data,
});
const ctx = (memberships: JoinContext['memberships'] = []): JoinContext => ({
  personId: 1,
  gender: 'female',
  age: 28,
  memberships,
});
const membership = (data: Partial<JoinContext['memberships'][number]>) => ({
  id: 5,
  clubId: 200,
  associationId: 7,
  sportId: 1,
  teamId: null,
  isAlumni: false,
  ...data,
});

describe('join refusals', () => {
  it('takes a fitting, joinable team', () => {
    expect(teamRefusal(ctx(), team())).toBeNull();
  });
  it('refuses closed teams, the other gender and the wrong age class with NotJoinable', () => {
    expect(teamRefusal(ctx(), team({ isJoinable: false }))).toBe('NotJoinable');
    expect(teamRefusal(ctx(), team({ gender: 'male' }))).toBe('NotJoinable');
    expect(teamRefusal(ctx(), team({ minAge: 0, maxAge: 17 }))).toBe('NotJoinable');
  });
  it('refuses a sport already played in the association, or held in the club even as alumni', () => {
    expect(teamRefusal(ctx([membership({})]), team())).toBe('SportAlreadyPlayed');
    expect(sportRefusal(ctx([membership({ clubId: 100, isAlumni: true })]), { id: 100, associationId: 7 }, 1)).toBe(
      'SportAlreadyPlayed',
    );
    // Alumni elsewhere, another sport or another association: free.
    expect(sportRefusal(ctx([membership({ isAlumni: true })]), { id: 100, associationId: 7 }, 1)).toBeNull();
    expect(sportRefusal(ctx([membership({ sportId: 2 })]), { id: 100, associationId: 7 }, 1)).toBeNull();
    expect(sportRefusal(ctx([membership({ associationId: 8 })]), { id: 100, associationId: 7 }, 1)).toBeNull();
  });
});

describe('joinChoiceProblem', () => {
  const offer = { subscriptions: [{ id: 1, name: 'Aktiv', available_intervals: [3, 12] }], terms: [{ id: 9 }] };
  it('needs a subscription, one of its intervals and every term', () => {
    expect(joinChoiceProblem(offer, { subscription_id: 1, billing_interval: 3, accepted_terms: [9] })).toBeNull();
    expect(joinChoiceProblem(offer, { billing_interval: 3, accepted_terms: [9] })).toBe('subscription');
    expect(joinChoiceProblem(offer, { subscription_id: 2, billing_interval: 3, accepted_terms: [9] })).toBe('subscription');
    expect(joinChoiceProblem(offer, { subscription_id: 1, accepted_terms: [9] })).toBe('billing_interval');
    expect(joinChoiceProblem(offer, { subscription_id: 1, billing_interval: 6, accepted_terms: [9] })).toBe('billing_interval');
    expect(joinChoiceProblem(offer, { subscription_id: 1, billing_interval: 3, accepted_terms: [] })).toBe('terms');
  });
  it('sends neither subscription nor interval when none is offered', () => {
    const none = { subscriptions: [], terms: [] };
    expect(joinChoiceProblem(none, {})).toBeNull();
    expect(joinChoiceProblem(none, { subscription_id: 1 })).toBe('subscription');
    expect(joinChoiceProblem(none, { billing_interval: 3 })).toBe('billing_interval');
  });
});
