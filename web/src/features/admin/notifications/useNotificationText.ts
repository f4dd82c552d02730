import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrussels, type AdminNotification } from '@chauffeur/contracts';

/** Every value a message may name: one the facts lack reads as empty rather than as "{{name}}". */
const EMPTY = {
  customer: '',
  vehicle: '',
  pickup: '',
  dropoff: '',
  reference: '',
  name: '',
  email: '',
  preview: '',
};

/**
 * A notification's title and message in the viewer's language (issue 14), written from the facts the read
 * model keeps (its kind and values); the pickup time in Brussels time, as the company works. A notification
 * stored before the facts were kept shows its stored English text.
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.language;
  return useCallback(
    (notification: AdminNotification): { title: string; message: string } => {
      const { kind, params } = notification;
      if (!kind || !params) return { title: notification.title, message: notification.message };
      const when = params.scheduled_time
        ? formatBrussels(params.scheduled_time, language, 'weekdayDateTime')
        : '';
      return {
        title: t(`notifications.kinds.${kind}.title`),
        message: t(`notifications.kinds.${kind}.message`, { ...EMPTY, ...params, when }),
      };
    },
    [t, language],
  );
}
