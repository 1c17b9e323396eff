import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BuildLabel } from './ui/build-label';

afterEach(() => {
  cleanup();
  delete process.env.BUILD_LABEL;
});

describe('BuildLabel', () => {
  it('shows the label a release was built with', () => {
    process.env.BUILD_LABEL = 'Spring release';
    render(<BuildLabel />);
    expect(screen.getByTestId('build-label').textContent).toBe('Spring release');
  });

  it('shows nothing for a build without a label', () => {
    process.env.BUILD_LABEL = '';
    const { container } = render(<BuildLabel />);
    expect(container.innerHTML).toBe('');
  });
});
