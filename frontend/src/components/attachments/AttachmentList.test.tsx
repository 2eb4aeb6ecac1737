import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../api/types';
import { mockFetch, requestsTo } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { AttachmentList } from './AttachmentList';

const IMAGE: Attachment = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'screen.png',
  contentType: 'image/png',
  bytes: 2048,
  width: 300,
  height: 200,
  isImage: true,
  createdAt: '2026-12-05T10:00:00.000Z',
};
const PDF: Attachment = {
  ...IMAGE,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'invoice.pdf',
  contentType: 'application/pdf',
  bytes: 3 * 1024 * 1024,
  width: null,
  height: null,
  isImage: false,
};
const linkOf = (id: string) => ({ url: `/api/storage/objects/token-${id}`, expiresAt: '2026-12-05T10:05:00.000Z' });

describe('AttachmentList', () => {
  it('previews an image through its signed link, and shows another file as its name and size', async () => {
    mockFetch({
      [`GET /api/attachments/${IMAGE.id}/link`]: linkOf(IMAGE.id),
    });
    renderWithProviders(<AttachmentList attachments={[IMAGE, PDF]} />);
    const image = await screen.findByRole('img', { name: 'screen.png' });
    expect(image.getAttribute('src')).toBe(`/api/storage/objects/token-${IMAGE.id}`);
    expect(screen.getByRole('link', { name: 'Open screen.png' }).getAttribute('href')).toBe(`/api/storage/objects/token-${IMAGE.id}`);
    expect(screen.getByRole('button', { name: 'Open invoice.pdf, 3.0 MB' }).textContent).toContain('invoice.pdf · 3.0 MB');
  });

  it('opens a file through a fresh link when chosen', async () => {
    const fetchMock = mockFetch({ [`GET /api/attachments/${PDF.id}/link`]: linkOf(PDF.id) });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderWithProviders(<AttachmentList attachments={[PDF]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open invoice.pdf, 3.0 MB' }));
    await waitFor(() => expect(tab.location.href).toBe(`/api/storage/objects/token-${PDF.id}`));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(requestsTo(fetchMock, `GET /api/attachments/${PDF.id}/link`)).toHaveLength(1);
    open.mockRestore();
  });

  it('shows nothing for no files', () => {
    renderWithProviders(<AttachmentList attachments={[]} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
