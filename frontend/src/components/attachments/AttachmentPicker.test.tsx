import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../api/types';
import { renderWithProviders } from '../../test/render';
import { stubXhr } from '../../test/xhr';
import { AttachmentPicker, type PickedAttachments } from './AttachmentPicker';

const stored = (id: string, name: string): Attachment => ({
  id,
  name,
  contentType: 'application/pdf',
  bytes: 4,
  width: null,
  height: null,
  isImage: false,
  createdAt: '2026-12-05T10:00:00.000Z',
});

function pickFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files } });
}

const fieldOf = (body: unknown, name: string) => (body as FormData).get(name);

describe('AttachmentPicker', () => {
  it('uploads each picked file with its progress and reports the ids once ready', async () => {
    const { sent } = stubXhr();
    const onChange = vi.fn<(picked: PickedAttachments) => void>();
    renderWithProviders(<AttachmentPicker onChange={onChange} />);

    pickFiles([new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/attachments' });
    expect(fieldOf(sent[0].body, 'file')).toBeInstanceOf(File);
    expect(typeof fieldOf(sent[0].body, 'clientKey')).toBe('string');
    expect(onChange).toHaveBeenLastCalledWith({ ids: [], uploading: true, failed: false });

    sent[0].progress(2, 4);
    expect((await screen.findByRole('progressbar', { name: 'Uploading invoice.pdf' })).getAttribute('aria-valuenow')).toBe('50');
    sent[0].reply({ status: 201, body: JSON.stringify(stored('f1', 'invoice.pdf')) });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ids: ['f1'], uploading: false, failed: false }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('retries a dropped upload under the same clientKey, so the server stores it once', async () => {
    const { sent } = stubXhr();
    const onChange = vi.fn<(picked: PickedAttachments) => void>();
    renderWithProviders(<AttachmentPicker onChange={onChange} />);

    pickFiles([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0].reply('network-error');
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ids: [], uploading: false, failed: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(fieldOf(sent[1].body, 'clientKey')).toBe(fieldOf(sent[0].body, 'clientKey'));
    sent[1].reply({ status: 201, body: JSON.stringify(stored('f2', 'notes.txt')) });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ids: ['f2'], uploading: false, failed: false }));
  });

  it('says why a file is refused, offers no retry for it, and removes it', async () => {
    const { sent } = stubXhr();
    const onChange = vi.fn<(picked: PickedAttachments) => void>();
    renderWithProviders(<AttachmentPicker onChange={onChange} />);

    pickFiles([new File(['MZ'], 'setup.exe')]);
    await waitFor(() => expect(sent).toHaveLength(1));
    sent[0].reply({
      status: 415,
      body: JSON.stringify({ statusCode: 415, code: 'ATTACHMENTS.TYPE_NOT_ACCEPTED', message: 'Programs and scripts cannot be attached' }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Programs and scripts cannot be attached');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove setup.exe' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ids: [], uploading: false, failed: false }));
    expect(screen.queryByText('setup.exe')).toBeNull();
  });

  it('refuses a file over 10 MB without sending it, and takes at most max files', async () => {
    const { sent } = stubXhr();
    renderWithProviders(<AttachmentPicker onChange={() => undefined} max={2} />);
    const big = new File(['x'], 'video.pdf');
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    pickFiles([big, new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')]);
    expect((await screen.findByRole('alert')).textContent).toContain('larger than 10 MB');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByText('b.pdf')).toBeNull();
    expect(screen.getByRole('button', { name: 'Attach files (at most 2)' })).toHaveProperty('disabled', true);
  });
});
