import {
  AUTH_MESSAGES,
  fieldErrors,
  loginSchema,
  registerFormSchema,
  registerSchema,
  toRegisterRequest,
  updateProfileSchema,
  firstMessages,
} from './auth';
import { socialRequestSchema } from './generation';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('login rules', () => {
  it('accepts a username of 3 and a password of 6', () => {
    expect(loginSchema.safeParse({ username: 'ana', password: 'secret' }).success).toBe(true);
  });

  it('gives the spec messages for a short username and password', () => {
    expect(errorsOf(loginSchema.safeParse({ username: 'al', password: '12345' }))).toEqual({
      username: 'Username must be at least 3 characters.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('does not count surrounding spaces in the username', () => {
    expect(errorsOf(loginSchema.safeParse({ username: '  al  ', password: 'secret' }))).toEqual({
      username: AUTH_MESSAGES.usernameMin,
    });
  });

  it('refuses a control character in the username, which no account can have', () => {
    expect(errorsOf(loginSchema.safeParse({ username: 'adm\u0000in', password: 'secret' }))).toEqual({
      username: AUTH_MESSAGES.usernameCharacters,
    });
  });

  it('treats a missing field like an empty one', () => {
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({
      username: AUTH_MESSAGES.usernameMin,
      password: AUTH_MESSAGES.passwordMin,
    });
  });
});

describe('register rules', () => {
  const form = { username: 'maria', email: 'maria@wxyz.tv', password: 'secret1', confirmPassword: 'secret1' };

  it('asks for a valid email', () => {
    expect(errorsOf(registerSchema.safeParse({ ...form, email: 'maria@' }))).toEqual({
      email: 'Please enter a valid email address.',
    });
  });

  it.each([
    ['a Cyrillic look-alike of admin', '\u0430dmin'],
    ['an invisible character', 'ad\u200bmin'],
    ['a space inside', 'ana maria'],
    ['a control character', 'ana\u0007'],
  ])('refuses a new username with %s', (_what, username) => {
    expect(errorsOf(registerSchema.safeParse({ ...form, username }))).toEqual({
      username: AUTH_MESSAGES.usernameCharacters,
    });
  });

  it('takes letters, numbers, dots, hyphens and underscores', () => {
    expect(registerSchema.safeParse({ ...form, username: 'Maria.Lopez-2_tv' }).success).toBe(true);
  });

  it('says the passwords do not match, on confirmPassword', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...form, confirmPassword: 'secret2' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  it('sends the payload without confirmPassword', () => {
    expect(toRegisterRequest(registerFormSchema.parse(form))).toEqual({
      username: 'maria',
      email: 'maria@wxyz.tv',
      password: 'secret1',
    });
  });
});

describe('profile rules', () => {
  it('gives the profile form its own message', () => {
    expect(errorsOf(updateProfileSchema.safeParse({ email: 'nope' }))).toEqual({ email: 'Invalid email address' });
    expect(updateProfileSchema.safeParse({ email: 'desk@wxyz.tv' }).success).toBe(true);
  });
});

describe('firstMessages', () => {
  it('gives one message as the spec words it, and several as sentences, never run together', () => {
    const one = loginSchema.safeParse({ username: 'al', password: 'secret' });
    expect(one.success ? '' : firstMessages(one.error)).toBe(AUTH_MESSAGES.usernameMin);
    const two = socialRequestSchema.safeParse({ newsContent: 'too short', tone: 'informative', length: 'medium' });
    expect(two.success ? '' : firstMessages(two.error)).toBe(
      'Content must be at least 30 characters. Please select a platform.',
    );
  });
});
