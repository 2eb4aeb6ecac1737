import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch';
import { makeAdminVerification } from '../../../test/fixtures';
import { renderWithProviders, renderWithRouter } from '../../../test/render';
import { AdminViewerContext } from '../viewer';
import { formatFileSize, formatVideoLength, VerificationMediaFigures } from './VerificationMediaFigures';
import { VerificationReviewList } from './VerificationReviewList';

/** The text given for `term` in the description list of measured files. */
function figure(term: string): string {
  const label = screen.getByText(term, { selector: 'dt' });
  return label.nextElementSibling?.textContent ?? '';
}

describe("the verification files' figures", () => {
  it('show the type, dimensions and size of the ID image, and the length, picture size and size of the video', () => {
    renderWithProviders(
      <VerificationMediaFigures
        request={makeAdminVerification({
          idDocumentType: 'image/png',
          idDocumentFile: { bytes: 870_000, width: 1600, height: 1000 },
          videoType: 'video/webm',
          videoFile: { bytes: 8_800_000, durationMs: 12_746, width: 480, height: 360 },
        })}
      />,
    );
    expect(figure('ID image')).toBe('PNG · 1600 × 1000 px · 850 KB');
    expect(figure('Video')).toBe('WebM · 12.7 seconds · 480 × 360 px · 8.4 MB');
  });

  it('say when a request was sent before files were measured', () => {
    renderWithProviders(<VerificationMediaFigures request={makeAdminVerification({ idDocumentFile: null, videoFile: null })} />);
    expect(figure('ID image')).toBe('JPEG · not measured (sent before files were checked)');
    expect(figure('Video')).toBe('MP4 · not measured (sent before files were checked)');
  });

  it('stand in each pending request of the review list, before its documents are opened', async () => {
    mockFetch({ 'GET /api/admin/verifications': [makeAdminVerification()] });
    renderWithRouter(
      <AdminViewerContext.Provider value="admin-1">
        <Suspense fallback={null}>
          <VerificationReviewList />
        </Suspense>
      </AdminViewerContext.Provider>,
    );
    const card = await screen.findByRole('article', { name: 'Verification request of Amara Okafor' });
    expect(within(card).getByText('MP4 · 14.2 seconds · 1280 × 720 px · 8 MB')).toBeTruthy();
    expect(within(card).getByText('JPEG · 1600 × 1000 px · 1.2 MB')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'View documents' })).toBeTruthy();
  });

  it('write sizes and lengths as people read them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatVideoLength(1_000)).toBe('1 second');
    expect(formatVideoLength(30_000)).toBe('30 seconds');
    expect(formatVideoLength(9_960)).toBe('10 seconds');
  });
});
