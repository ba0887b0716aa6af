import { clientReference, userIdFromClientReference } from './client-reference.util';

const SECRET = 'x'.repeat(32);

describe(clientReference.name, () => {
  it('carries the user id with a tag in the characters Stripe allows', () => {
    const reference = clientReference(42, SECRET);
    expect(reference).toMatch(/^42-[A-Za-z0-9_-]{22}$/);
    expect(userIdFromClientReference(reference, SECRET)).toBe(42);
  });

  it('believes nothing billing did not sign: a bare id, another user in a signed shape, another secret, junk', () => {
    const reference = clientReference(42, SECRET);
    expect(userIdFromClientReference('42', SECRET)).toBeNull();
    expect(userIdFromClientReference(reference.replace(/^42/, '43'), SECRET)).toBeNull();
    expect(userIdFromClientReference(clientReference(42, 'y'.repeat(32)), SECRET)).toBeNull();
    expect(userIdFromClientReference(`${reference}x`, SECRET)).toBeNull();
    expect(userIdFromClientReference(clientReference(99_999_999_999, SECRET), SECRET)).toBeNull();
    expect(userIdFromClientReference(null, SECRET)).toBeNull();
    expect(userIdFromClientReference({ id: 42 }, SECRET)).toBeNull();
  });
});
