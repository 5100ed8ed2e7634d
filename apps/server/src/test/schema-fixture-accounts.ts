// The accounts in every upgrade fixture (apps/server/test-fixtures/schema/): made by
// scripts/make-schema-fixture.ts, signed in with by db/upgrade-fixtures.test.ts. Never change
// them: fixtures of released versions already hold these.
export const FIXTURE_ADMIN = { username: 'fixture_admin', email: 'admin@fixture.test', password: 'fixture-admin-pass' };
export const FIXTURE_MEMBERS = [
  { username: 'fixture_aoife', email: 'aoife@fixture.test', password: 'fixture-aoife-pass' },
  { username: 'fixture_bryn', email: 'bryn@fixture.test', password: 'fixture-bryn-pass' },
];
/** From schema 014 on: an account of role `user` that joined by buying a plan. */
export const FIXTURE_JOINER = { username: 'fixture_cara', email: 'cara@fixture.test', password: 'fixture-cara-pass' };
