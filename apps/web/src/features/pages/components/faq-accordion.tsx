import * as Accordion from '@radix-ui/react-accordion';
import { Icon } from '@/components/ui/icons';
import { Markdown } from '@/components/ui/markdown';
import type { Page } from '../api/get-page';

type FaqItem = NonNullable<Page['steps']>[number];

/** Spec §2/§4: the FAQ's questions; each answer opens and closes on its own. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root type="multiple" className="faq">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)} className="faq__item">
          <Accordion.Header asChild>
            <h2 className="faq__heading">
              <Accordion.Trigger className="faq__trigger">
                <span>{item.item_title}</span>
                <Icon className="faq__chevron" size={22}>
                  <path d="M6 9l6 6 6-6" />
                </Icon>
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="faq__answer">
            <Markdown headingBase={3}>{item.item_description}</Markdown>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
