import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from './lazyPage';

const Hello = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

describe(lazyPage.name, () => {
  it('renders a preloaded page on the first render, without a fallback', async () => {
    const load = jest.fn(async () => ({ Hello }));
    const Page = lazyPage(load, 'Hello');
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="newsroom" />
      </Suspense>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Hello newsroom');
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a page that was not preloaded when it first renders, showing the fallback meanwhile', async () => {
    const load = jest.fn(async () => ({ Hello }));
    const Page = lazyPage(load, 'Hello');
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page name="desk" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading')).toHaveTextContent('Hello desk');
    await act(() => Page.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = jest
      .fn<Promise<{ Hello: typeof Hello }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ Hello });
    const Page = lazyPage(load, 'Hello');
    await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
    await Page.preload();
    render(<Page name="again" />);
    expect(screen.getByRole('heading')).toHaveTextContent('Hello again');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
