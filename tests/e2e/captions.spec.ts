
test('a caption file attached to an upload becomes a track of the new video', async ({ page }) => {
  test.setTimeout(120_000);
  host = await startWebHost({ args: ['--demo'] });
  const emulator = demoEmulatorUrl(host);
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Uploads', level: 1 })).toBeVisible();
  await page.getByTestId('upload-dropzone').drop({
    files: [{ name: 'subtitled-take.mp4', mimeType: 'video/mp4', buffer: videoBytes(1024 * 1024) }],
  });
  const row = page.getByTestId('upload-row').filter({ hasText: 'subtitled-take.mp4' });
  await expect(row.getByTestId('upload-state')).toHaveText('Paused');

  // A file that is no caption file is refused in the page, saying why; nothing is attached.
  const captions = page.getByTestId('caption-attachments');
  await captions.getByTestId('caption-file').setInputFiles({
    name: 'notes.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from('Shot list: intro, b-roll, outro.\n'),
  });
  await expect(captions.getByTestId('caption-attachment-problem')).toContainText(
    'notes.srt is not an SRT or WebVTT caption file',
  );
  await expect(row.getByTestId('upload-step')).toHaveCount(0);

  await captions.getByTestId('caption-file').setInputFiles({
    name: 'take.es.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(VTT),
  });
  await captions.getByTestId('caption-attachment-language').fill('es');
  await captions.getByRole('button', { name: 'Add these captions' }).click();
  await expect(captions.getByTestId('caption-attachment')).toContainText('take.es.vtt (es)');
  await expect(row.getByTestId('upload-step')).toHaveText([/Captions take\.es\.vtt \(es\)\s*To do/]);

  await row.getByRole('button', { name: /^Start upload/ }).click();
  await expect(row.getByTestId('upload-state')).toHaveText('Done', { timeout: 60_000 });
  await expect(row.getByTestId('upload-step')).toHaveText([/Captions take\.es\.vtt \(es\)\s*Done/], {
    timeout: 30_000,
  });
  const videoId = (await row.getByTestId('video-id').textContent())!;
  expect((await tracksAtPlatform(emulator, videoId)).map((track) => track.snippet)).toEqual([
    expect.objectContaining({ language: 'es', name: '', isDraft: false }),
  ]);
});
