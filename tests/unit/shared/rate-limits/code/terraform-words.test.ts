// An imported Terraform file's problems in German and Japanese: the HCL reader's detail after its line and the note
// on a field holding a reference, translated, with Terraform's own tokens and the file's names kept as written.
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../../../shared/i18n/catalogue';
import { importRules } from '../../../../../shared/rate-limits/code/rules-import';

const DE = intlFor('de');
const JA = intlFor('ja');

const withReference = `resource "cloudflare_ruleset" "limits" {
  zone_id = var.zone_id
  kind    = "zone"
  phase   = "http_ratelimit"
  rules {
    ref         = "login"
    description = local.description
    expression  = "http.request.uri.path eq \\"/login\\""
    action      = "block"
    ratelimit {
      characteristics     = ["cf.colo.id", "ip.src"]
      period              = 60
      requests_per_period = 5
    }
  }
}`;

describe('an imported Terraform file in German and Japanese', () => {
  it('says what the reader found wrong after the line, in the language', () => {
    const template = 'resource "cloudflare_ruleset" "x" {\n  name = "a ${var.b}"\n}';
    expect(importRules(template, DE).problems[0]).toBe(
      'Die Terraform-Datei konnte nicht gelesen werden. Zeile 2: ein Template (${…} oder %{…}): Nur literale Werte können importiert werden',
    );
    expect(importRules('a = 1\na = 2', JA).problems[0]).toBe(
      'Terraform ファイルを読み込めませんでした。2 行目: 「a」が 2 回設定されています',
    );
  });

  it('names a field holding a reference, with the reference as written', () => {
    expect(importRules(withReference, DE).unknownFields).toEqual([
      'rules[0].description (eine Referenz, local.description, kein Wert)',
    ]);
    expect(importRules(withReference, JA).unknownFields).toEqual([
      'rules[0].description（値ではなく参照: local.description）',
    ]);
  });
});
