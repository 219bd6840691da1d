import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentImage } from './content-image';

describe('ContentImage', () => {
  it('shows the image until it fails, then nothing instead of a broken-image icon', () => {
    const { container } = render(<ContentImage src="/uploads/calm.png" alt="A calm lake" width={320} height={240} />);
    const img = screen.getByRole('img', { name: 'A calm lake' });
    expect(img).toHaveAttribute('width', '320');
    fireEvent.error(img);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the fallback in its place when given one', () => {
    render(<ContentImage src="/uploads/calm.png" alt="" fallback={<span data-testid="placeholder" />} />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByTestId('placeholder')).toBeInTheDocument();
  });

  it('tries again when the source changes (another skill, or back online with a new copy)', () => {
    const { rerender } = render(<ContentImage src="/uploads/one.png" alt="One" />);
    fireEvent.error(screen.getByRole('img', { name: 'One' }));
    rerender(<ContentImage src="/uploads/two.png" alt="Two" />);
    expect(screen.getByRole('img', { name: 'Two' })).toHaveAttribute('src', '/uploads/two.png');
  });
});
