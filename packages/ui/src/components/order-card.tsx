// A card of something to order by phone (a gift certificate, a service): picture, title, text, a note and «Заказать»,
// which opens the callback form with the right topic.
import type { Image } from '@kino/api/types';
import type { ReactNode } from 'react';
import { CallbackLink, type CallbackTopic } from '#src/forms/callback-link.tsx';
import { ContentImage } from './content-image.tsx';

export interface OrderCardProps {
  /** Anchor of the card (services are linked to from other pages). */
  id?: string;
  image: Image | null;
  /** The first cards load their pictures at once. */
  eager: boolean;
  /** Shown above the title (a certificate's nominal). */
  kicker?: ReactNode;
  title: string;
  text: string;
  note: ReactNode;
  topic: CallbackTopic;
  /** Completes «Заказать» for screen readers, e.g. « сертификат «…»». */
  orderLabel: string;
  /** What is ordered, as the callback's comment starts («Заказ: «…»»). */
  subject: string;
  className?: string;
}

export function OrderCard({
  id,
  image,
  eager,
  kicker,
  title,
  text,
  note,
  topic,
  orderLabel,
  subject,
  className,
}: OrderCardProps) {
  return (
    <li id={id}>
      <article className={className ? `card ${className}` : 'card'}>
        {image ? (
          <div className="card-media">
            <ContentImage image={image} eager={eager} />
          </div>
        ) : null}
        <div className="card-body">
          {kicker}
          <h2 className="card-title">{title}</h2>
          <p className="card-text">{text}</p>
          <p className="card-note">{note}</p>
          <p className="card-order">
            <CallbackLink topic={topic} subject={subject} className="button button-primary button-small">
              Заказать<span className="visually-hidden">{orderLabel}</span>
            </CallbackLink>
          </p>
        </div>
      </article>
    </li>
  );
}
