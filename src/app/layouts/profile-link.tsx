import { Link } from 'react-router-dom';
import { Avatar } from '../../components/avatar';
import { useGetProfilePictureQuery } from '../../features/auth/api/auth-api';
import { useAppSelector } from '../../store/hooks';
import { t } from '../../lib/i18n';

/** The signed-in person's picture, linking to their profile page. */
export function ProfileLink({ to, isProvider }: { to: string; isProvider: boolean }) {
  const { uuid, userDetails } = useAppSelector((state) => state.authUser);
  const { data: picture } = useGetProfilePictureQuery(uuid ? { uuid, isProvider } : { uuid: '', isProvider }, {
    skip: !uuid,
  });
  return (
    <Link
      to={to}
      aria-label={t('layout.header.yourProfile')}
      className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Avatar src={picture} name={userDetails?.fullName} alt="" size="xs" />
    </Link>
  );
}
