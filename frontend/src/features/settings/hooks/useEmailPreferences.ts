import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { EmailPreferences, EmailTopic } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
import { settingsKeys, updateEmailPreferences } from '../api';

type TopicChange = { topic: EmailTopic; enabled: boolean };

function withTopic(preferences: EmailPreferences | undefined, { topic, enabled }: TopicChange): EmailPreferences | undefined {
  if (!preferences) return preferences;
  return { ...preferences, topics: preferences.topics.map((item) => (item.topic === topic ? { ...item, enabled } : item)) };
}

/**
 * Turns one topic's emails on or off. The switch moves at once; a failure moves that one topic
 * back (not the whole list, which other switches may have changed meanwhile), says why, and
 * fetches the list again.
 */
export function useSetEmailTopic() {
  const queryClient = useQueryClient();
  const key = settingsKeys.emailPreferences;
  return useMutation({
    mutationFn: ({ topic, enabled }: TopicChange) => updateEmailPreferences({ [topic]: enabled }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<EmailPreferences>(key, (shown) => withTopic(shown, change));
    },
    onError: async (error, change) => {
      queryClient.setQueryData<EmailPreferences>(key, (shown) => withTopic(shown, { ...change, enabled: !change.enabled }));
      notifyError({ title: 'Failed to save the email setting', description: getErrorMessage(error) });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
