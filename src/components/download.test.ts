import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, downloadText } from './download';

describe('downloadBlob', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a temporary <a download> on an object URL, then removes it and revokes the URL', async () => {
    vi.useFakeTimers();
    const revoke = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = revoke;
    const clicked: { href: string | null; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.getAttribute('href'),
        download: this.download,
        attached: this.isConnected,
      });
    });

    downloadText('a,b\r\n', 'Team-chat-tiers.csv', 'text/csv');

    expect(clicked).toEqual([
      { href: 'blob:test/1', download: 'Team-chat-tiers.csv', attached: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(revoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });

  it('revokes the URL even when the click throws', async () => {
    vi.useFakeTimers();
    const revoke = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:test/2');
    URL.revokeObjectURL = revoke;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => downloadBlob(new Blob(['x']), 'x.txt')).toThrow('blocked');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(revoke).toHaveBeenCalledWith('blob:test/2');
  });
});
