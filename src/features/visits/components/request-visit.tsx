import { useGetMyVisitsQuery } from '../api/visits-api';
import { VisitPanel } from './visit-panel';

/** The visit time of one accepted request, for either party (dashboard row, chat header). */
export function RequestVisit({ messageId, viewerId }: { messageId: number; viewerId: string }) {
  const { visit } = useGetMyVisitsQuery(viewerId, {
    selectFromResult: ({ data }) => ({ visit: data?.find((item) => item.messageId === messageId) }),
  });
  if (!visit) return null;
  return <VisitPanel visit={visit} viewerId={viewerId} />;
}
