import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attachment, Milestone, MilestoneSubmission } from '../../../api/types';
import { errorResponse, jsonResponse, mockFetch, requestsTo } from '../../../test/fetch';
import { CONTRACT_ID, makeContract } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { stubXhr } from '../../../test/xhr';
import { MilestonesSection } from './MilestonesSection';

const MILESTONE_ID = '8e7d6c5b-4a39-4281-9f0e-d1c2b3a49586';
const SUBMISSION_ID = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';

const handover: Attachment = {
  id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'handover.pdf',
  contentType: 'application/pdf',
  bytes: 4,
  width: null,
  height: null,
  isImage: false,
  createdAt: '2026-12-05T10:00:00.000Z',
};

function makeSubmission(overrides: Partial<MilestoneSubmission> = {}): MilestoneSubmission {
  return {
    id: SUBMISSION_ID,
    note: 'The help desk is live.',
    submittedAt: '2026-12-05T10:00:00.000Z',
    autoApproveAt: '2026-12-12T10:00:00.000Z',
    outcome: null,
    outcomeNote: null,
    decidedAt: null,
    attachments: [],
    ...overrides,
  };
}

function makeMilestone(overrides: Partial<Milestone> = {}): Milestone {
  return {
    id: MILESTONE_ID,
    position: 1,
    title: 'Set up the help desk',
    dueDate: null,
    description: '',
    status: 'open',
    latestSubmission: null,
    ...overrides,
  };
}

const MILESTONES = `GET /api/contracts/${CONTRACT_ID}/milestones`;
const SUBMIT = `POST /api/milestones/${MILESTONE_ID}/submissions`;
const REQUEST_CHANGES = `POST /api/milestone-submissions/${SUBMISSION_ID}/request-changes`;

function renderSection(side: 'client' | 'freelancer', milestone: Milestone, routes: Parameters<typeof mockFetch>[0] = {}) {
  const contract = makeContract({
    viewerRole: side,
    progress: { total: 1, approved: 0, waiting: milestone.status === 'submitted' ? 1 : 0 },
  });
  const fetchMock = mockFetch({ [MILESTONES]: [milestone], [`GET /api/contracts/${CONTRACT_ID}`]: contract, ...routes });
  renderWithProviders(<MilestonesSection contract={contract} side={side} />);
  return fetchMock;
}

async function card() {
  return screen.findByRole('article', { name: 'Milestone 1: Set up the help desk' });
}

function pickFiles(files: File[]) {
  fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, { target: { files } });
}

describe('submitting a milestone', () => {
  it('sends the trimmed note with the uploaded files, then closes the form', async () => {
    stubXhr(() => ({ status: 201, body: JSON.stringify(handover) }));
    const submitted = makeMilestone({ status: 'submitted', latestSubmission: makeSubmission({ attachments: [handover] }) });
    const fetchMock = renderSection('freelancer', makeMilestone(), { [SUBMIT]: jsonResponse(submitted, 201) });

    fireEvent.click(within(await card()).getByRole('button', { name: 'Submit' }));
    fireEvent.change(screen.getByLabelText('Note for the client'), { target: { value: '  The help desk is live.  ' } });
    pickFiles([new File(['%PDF'], 'handover.pdf', { type: 'application/pdf' })]);
    const send = screen.getByRole('button', { name: 'Send submission' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(send);

    await waitFor(() => expect(requestsTo(fetchMock, SUBMIT)).toHaveLength(1));
    expect(await requestsTo(fetchMock, SUBMIT)[0].json()).toEqual({ note: 'The help desk is live.', attachmentIds: [handover.id] });
    await waitFor(() => expect(screen.queryByLabelText('Note for the client')).toBeNull());
  });

  it('waits for the files to upload, and refuses a submission with neither a note nor a file', async () => {
    const uploads = stubXhr();
    const fetchMock = renderSection('freelancer', makeMilestone());

    fireEvent.click(within(await card()).getByRole('button', { name: 'Submit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send submission' }));
    expect(await screen.findByText('Say what you did, or attach the files that show it')).toBeTruthy();

    pickFiles([new File(['%PDF'], 'handover.pdf', { type: 'application/pdf' })]);
    await waitFor(() => expect(uploads.sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Send submission' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Waiting for the files to upload…')).toBeTruthy();
    uploads.sent[0].reply({ status: 201, body: JSON.stringify(handover) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send submission' }).hasAttribute('disabled')).toBe(false));
    expect(requestsTo(fetchMock, SUBMIT)).toHaveLength(0);
  });

  it('starts afresh after Cancel: no note or file of the last attempt is sent', async () => {
    stubXhr(() => ({ status: 201, body: JSON.stringify(handover) }));
    const fetchMock = renderSection('freelancer', makeMilestone(), { [SUBMIT]: jsonResponse(makeMilestone({ status: 'submitted' }), 201) });

    fireEvent.click(within(await card()).getByRole('button', { name: 'Submit' }));
    fireEvent.change(screen.getByLabelText('Note for the client'), { target: { value: 'First try' } });
    pickFiles([new File(['%PDF'], 'handover.pdf', { type: 'application/pdf' })]);
    await screen.findByRole('button', { name: 'Remove handover.pdf' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(await card()).getByRole('button', { name: 'Submit' }));
    expect((screen.getByLabelText('Note for the client') as HTMLTextAreaElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Note for the client'), { target: { value: 'Second try' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send submission' }));
    await waitFor(() => expect(requestsTo(fetchMock, SUBMIT)).toHaveLength(1));
    expect(await requestsTo(fetchMock, SUBMIT)[0].json()).toEqual({ note: 'Second try', attachmentIds: [] });
  });
});

describe('requesting changes', () => {
  const waiting = makeMilestone({ status: 'submitted', latestSubmission: makeSubmission() });

  it('asks what should change, then sends the trimmed note', async () => {
    const answered = makeMilestone({
      status: 'changes_requested',
      latestSubmission: makeSubmission({ outcome: 'changes_requested', outcomeNote: 'Add the refund macro.' }),
    });
    const fetchMock = renderSection('client', waiting, { [REQUEST_CHANGES]: answered });

    fireEvent.click(within(await card()).getByRole('button', { name: 'Request changes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Say what should change')).toBeTruthy();
    expect(requestsTo(fetchMock, REQUEST_CHANGES)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/What should change/), { target: { value: ' Add the refund macro. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requestsTo(fetchMock, REQUEST_CHANGES)).toHaveLength(1));
    expect(await requestsTo(fetchMock, REQUEST_CHANGES)[0].json()).toEqual({ note: 'Add the refund macro.' });
    await waitFor(() => expect(screen.queryByLabelText(/What should change/)).toBeNull());
  });

  it('closes when the submission was answered meanwhile, says so and shows the milestone as it is now', async () => {
    let answeredMeanwhile = false;
    const approved = makeMilestone({ status: 'approved', latestSubmission: makeSubmission({ outcome: 'auto_approved' }) });
    const fetchMock = renderSection('client', waiting, {
      [MILESTONES]: () => jsonResponse([answeredMeanwhile ? approved : waiting]),
      [REQUEST_CHANGES]: () => {
        answeredMeanwhile = true;
        return errorResponse(409, 'CONTRACTING.SUBMISSION_ANSWERED', 'This submission has already been answered');
      },
    });

    fireEvent.click(within(await card()).getByRole('button', { name: 'Request changes' }));
    fireEvent.change(screen.getByLabelText(/What should change/), { target: { value: 'Add the refund macro.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('This submission has already been answered')).toBeTruthy();
    expect(await screen.findByText('Approved automatically after 7 days.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(requestsTo(fetchMock, REQUEST_CHANGES)).toHaveLength(1);
  });
});
