import {
  AlreadyVerified,
  VerificationAlreadyReviewed,
  VerificationMediaDeleted,
  VerificationNotFound,
  VerificationPending,
  VerificationStillPending,
} from './verification-errors';
import { assertMaySubmitVerification, mediaRetentionCutoff, VerificationRequest, VerificationStatus } from './verification-request.entity';

const submittedAt = new Date('2026-05-01T10:00:00Z');
const decidedAt = new Date('2026-05-02T09:00:00Z');
const request = () =>
  new VerificationRequest({
    userId: 'ana',
    idDocument: { key: 'verifications/id.jpg', contentType: 'image/jpeg', bytes: 120_000, width: 1200, height: 800 },
    video: { key: 'verifications/video.mp4', container: 'video/mp4', bytes: 2_400_000, durationMs: 12_400, width: 1280, height: 720 },
    createdAt: submittedAt,
  });
const decided = (decision: 'approved' | 'rejected') => {
  const decidedRequest = request();
  decidedRequest.decide(decision, 'Checked.', 'admin-1', decidedAt);
  return decidedRequest;
};
const history = (...statuses: VerificationStatus[]) => statuses.map((status) => ({ status }));

describe('assertMaySubmitVerification', () => {
  it('lets a user submit a first request, and again after rejections', () => {
    expect(() => assertMaySubmitVerification(false, history())).not.toThrow();
    expect(() => assertMaySubmitVerification(false, history('rejected', 'rejected'))).not.toThrow();
  });

  it('refuses a second request while one is pending', () => {
    expect(() => assertMaySubmitVerification(false, history('rejected', 'pending'))).toThrow(VerificationPending);
  });

  it('refuses a verified user, and one whose approval the badge has yet to show', () => {
    expect(() => assertMaySubmitVerification(true, history())).toThrow(AlreadyVerified);
    expect(() => assertMaySubmitVerification(false, history('approved'))).toThrow(AlreadyVerified);
    expect(() => assertMaySubmitVerification(true, history('pending'))).toThrow(AlreadyVerified);
  });
});

describe('VerificationRequest', () => {
  it('is submitted pending, with its two files and their figures', () => {
    const submitted = request();
    expect(submitted).toMatchObject({ status: 'pending', reviewedAt: null, reviewedBy: null, mediaDeletedAt: null });
    expect(submitted.mediaKeys()).toEqual({ idDocumentKey: 'verifications/id.jpg', videoKey: 'verifications/video.mp4' });
    expect(submitted.idDocumentFigures()).toEqual({ bytes: 120_000, width: 1200, height: 800 });
    expect(submitted.videoFigures()).toEqual({ container: 'video/mp4', bytes: 2_400_000, durationMs: 12_400, width: 1280, height: 720 });
  });

  it('has no figures when it was made before files were measured', () => {
    const older = request();
    older.videoDurationMs = null;
    older.idDocumentWidth = null;
    expect(older.videoFigures()).toBeNull();
    expect(older.idDocumentFigures()).toBeNull();
  });

  it('keeps the figures once its files are deleted', () => {
    const approved = decided('approved');
    approved.releaseMedia(decidedAt);
    expect(approved.videoFigures()).toMatchObject({ durationMs: 12_400 });
  });

  it('is approved or rejected once, with the note and who decided when', () => {
    expect(decided('approved')).toMatchObject({ status: 'approved', reviewNote: 'Checked.', reviewedBy: 'admin-1', reviewedAt: decidedAt });
    const rejected = decided('rejected');
    expect(rejected.status).toBe('rejected');
    expect(() => rejected.decide('approved', 'Second look', 'admin-2', decidedAt)).toThrow(VerificationAlreadyReviewed);
    expect(() => decided('approved').decide('rejected', 'No', 'admin-2', decidedAt)).toThrow(VerificationAlreadyReviewed);
    expect(rejected).toMatchObject({ status: 'rejected', reviewNote: 'Checked.', reviewedBy: 'admin-1' });
  });

  it('keeps the files of a pending request', () => {
    const pending = request();
    expect(() => pending.releaseMedia(decidedAt)).toThrow(VerificationStillPending);
    expect(pending.mediaKeys().idDocumentKey).toBe('verifications/id.jpg');
  });

  it('releases the files of a decided request once, remembering when, and keeps the decision', () => {
    const approved = decided('approved');
    const deletedAt = new Date('2026-05-03T00:00:00Z');
    expect(approved.releaseMedia(deletedAt)).toEqual(['verifications/id.jpg', 'verifications/video.mp4']);
    expect(approved.releaseMedia(new Date('2026-05-04T00:00:00Z'))).toEqual([]);
    expect(approved).toMatchObject({ status: 'approved', idDocumentKey: null, videoKey: null, mediaDeletedAt: deletedAt });
    expect(() => approved.mediaKeys()).toThrow(VerificationMediaDeleted);
  });

  it("releases the files to their owner only: anyone else's request is missing", () => {
    const rejected = decided('rejected');
    expect(() => rejected.releaseMediaOf('ben', decidedAt)).toThrow(VerificationNotFound);
    expect(rejected.mediaKeys().videoKey).toBe('verifications/video.mp4');
    expect(rejected.releaseMediaOf('ana', decidedAt)).toHaveLength(2);
  });
});

describe('media retention', () => {
  const retentionDays = 30;

  it('puts the cutoff the retention period before now', () => {
    expect(mediaRetentionCutoff(new Date('2026-06-01T09:00:00Z'), retentionDays)).toEqual(new Date('2026-05-02T09:00:00Z'));
  });

  it('makes a decision’s files due once the retention period has passed since the decision, not before', () => {
    const approved = decided('approved');
    expect(approved.isMediaDue(mediaRetentionCutoff(new Date('2026-06-01T08:59:59Z'), retentionDays))).toBe(false);
    expect(approved.isMediaDue(mediaRetentionCutoff(new Date('2026-06-01T09:00:00Z'), retentionDays))).toBe(true);
    expect(decided('rejected').isMediaDue(mediaRetentionCutoff(new Date('2026-07-01T00:00:00Z'), retentionDays))).toBe(true);
  });

  it('never makes a pending request’s files due, however old, nor files already deleted', () => {
    const farFuture = mediaRetentionCutoff(new Date('2027-01-01T00:00:00Z'), retentionDays);
    expect(request().isMediaDue(farFuture)).toBe(false);
    const deleted = decided('rejected');
    deleted.releaseMedia(decidedAt);
    expect(deleted.isMediaDue(farFuture)).toBe(false);
  });
});
