import { HttpError } from '@newsroom/contracts';
import { apiFetch, apiFetchOrNullOn401, apiFetchWithHeaders } from './apiFetch';

function answer(status: number, body: string, statusText = '') {
  return { ok: status >= 200 && status < 300, status, statusText, text: () => Promise.resolve(body) };
}

describe('apiFetch', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('sends cookies and a JSON body, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}'));
    await expect(apiFetch('/api/process', { method: 'POST', json: { script: 'abc' } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/process', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"script":"abc"}',
    });
  });

  it('gives the answer with its headers when asked', async () => {
    fetchMock.mockResolvedValue({ ...answer(200, '[{"id":1}]'), headers: new Headers({ 'x-total-count': '240' }) });
    const { data, headers } = await apiFetchWithHeaders<{ id: number }[]>('/api/admin/users?page=2');
    expect(data).toEqual([{ id: 1 }]);
    expect(headers.get('x-total-count')).toBe('240');
  });

  it('throws "<status>: <text>" as an HttpError on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(answer(404, '{"message":"Not found"}'));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('404: {"message":"Not found"}');
    expect((error as HttpError).status).toBe(404);
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(answer(502, '', 'Bad Gateway'));
    await expect(apiFetch('/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('answers null on 401 for the who-am-I call, and still throws other errors', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, '{"message":"Not signed in"}'));
    await expect(apiFetchOrNullOn401('/api/user')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(answer(500, 'boom'));
    await expect(apiFetchOrNullOn401('/api/user')).rejects.toThrow('500: boom');
  });
});

describe('apiFetch headers', () => {
  it('passes extra headers beside the JSON content type', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, '{}'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await apiFetch('/api/generate-vosot', { method: 'POST', json: { a: 1 }, headers: { 'x-stream-id': 'abc-12345' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/generate-vosot',
      expect.objectContaining({ headers: { 'Content-Type': 'application/json', 'x-stream-id': 'abc-12345' } }),
    );
  });
});
