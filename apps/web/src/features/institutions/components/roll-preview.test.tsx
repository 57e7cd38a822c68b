import { screen } from '@testing-library/react';
import { ROLL_MESSAGES } from '@tvet/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadSignedInMessages } from '@/lib/i18n/i18n';
import { renderWithRouter } from '@/test/render';
import { aRollImport } from '../test/fixtures';
import { RollPreview } from './roll-preview';

const noop = () => undefined;

describe("a roll preview's sentence in the active language (issue 29)", () => {
  afterEach(() => activateLanguage('en'));

  it('translates the counted sentence the server sent, in the singular for 1 row', async () => {
    await loadSignedInMessages();
    await activateLanguage('ha');
    const preview = aRollImport({ valid_rows: 2, invalid_rows: 1, error_count: 1, can_commit: false });
    const { rerender } = renderWithRouter(
      <RollPreview
        preview={preview}
        message={ROLL_MESSAGES.previewHasErrors(1)}
        committing={false}
        onCommit={noop}
        onDiscard={noop}
      />,
    );
    expect(await screen.findByText(/^Layi 1 yana da kurakurai\./)).toBeTruthy();
    rerender(
      <RollPreview
        preview={preview}
        message={ROLL_MESSAGES.previewReady(1234)}
        committing={false}
        onCommit={noop}
        onDiscard={noop}
      />,
    );
    expect(await screen.findByText(/^An duba layuka 1,234:/)).toBeTruthy();
  });

  it("translates each row fault's sentence, grouped and ungrouped", async () => {
    await loadSignedInMessages();
    await activateLanguage('ha');
    const faults = aRollImport({
      valid_rows: 1,
      invalid_rows: 2,
      error_count: 2,
      can_commit: false,
      fault_groups: [
        { column: 'email', value: 'amina@', message: ROLL_MESSAGES.badEmail, count: 1, rows: [3] },
      ],
    });
    const { rerender } = renderWithRouter(
      <RollPreview preview={faults} message={null} committing={false} onCommit={noop} onDiscard={noop} />,
    );
    expect(await screen.findByText(/^amina@: email dole ya zama adireshin imel mai inganci/)).toBeTruthy();
    const ungrouped = aRollImport({
      valid_rows: 1,
      invalid_rows: 1,
      error_count: 1,
      can_commit: false,
      fault_groups: [],
      errors: [{ row: 4, column: 'phone', message: ROLL_MESSAGES.badPhone }],
    });
    rerender(
      <RollPreview preview={ungrouped} message={null} committing={false} onCommit={noop} onDiscard={noop} />,
    );
    expect(
      (await screen.findAllByText('phone dole ya zama lambar wayar hannu ta Najeriya, misali 08031234567'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(ROLL_MESSAGES.badPhone)).toBeNull();
  });
});
