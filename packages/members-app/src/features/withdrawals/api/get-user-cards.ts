import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';

/** GET /users/getUserCards: the cards the user paid with (a card withdrawal goes back to one of them). */
export function useUserCards({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['withdrawals', 'cards'],
    queryFn: () =>
      apiClient()
        .getUserCards()
        .then((answer) => answer.request_details),
    enabled,
  });
}
