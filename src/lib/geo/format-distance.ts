export { formatDistance } from '../i18n/format';
