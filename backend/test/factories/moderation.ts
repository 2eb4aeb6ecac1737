import { Agent } from '../support/test-app';

export type FiledReport = { id: string; reportType: string; targetId: string; status: string; [key: string]: unknown };
export type OpenedDispute = { id: string; contractId: string; status: string; [key: string]: unknown };

export async function fileReport(
  reporter: { agent: Agent },
  reportType: 'user' | 'job' | 'message',
  targetId: string,
  reason = 'Asks for payment outside the platform',
): Promise<FiledReport> {
  return (await reporter.agent.post('/api/reports').send({ reportType, targetId, reason }).expect(201)).body;
}

export async function openDispute(
  party: { agent: Agent },
  contractId: string,
  reason = 'The last two weeks of work were not paid',
): Promise<OpenedDispute> {
  return (await party.agent.post('/api/disputes').send({ contractId, reason }).expect(201)).body;
}
