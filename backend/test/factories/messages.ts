import { Agent } from '../support/test-app';

export type SentMessage = {
  id: string;
  conversationId: string;
  senderId: string;
  receiverId: string;
  content: string;
  clientMessageId: string | null;
  readAt: string | null;
};

export async function sendMessage(sender: { agent: Agent }, receiverId: string, content: string): Promise<SentMessage> {
  return (await sender.agent.post('/api/messages').send({ receiverId, content }).expect(201)).body;
}

/** Sends these messages one after another and returns them in order. */
export async function sendMessages(sender: { agent: Agent }, receiverId: string, contents: string[]): Promise<SentMessage[]> {
  const sent: SentMessage[] = [];
  for (const content of contents) sent.push(await sendMessage(sender, receiverId, content));
  return sent;
}
