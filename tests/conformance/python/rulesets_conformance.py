"""python-cloudflare (the CloudFlare module, 2.x) against the emulator's rulesets API: versions and a restore.

An independent client: it builds its paths from its own table of the v4 API, so what it sends is the library's, not
this project's. Run by `npm run conformance:python-rulesets`, which starts the emulator and passes, in the
environment:
  EMULATOR_URL             the emulator's base URL (http://127.0.0.1:PORT)
  EMULATOR_CONTROL_SECRET  its test control's secret (to read the demo zone and its write token)
The steps: put the zone's rate limiting entry point (version 1), change it (version 2), list the versions, get
version 1, restore version 1's rules as a new version (the API has no rollback: re-send them, keeping refs), read
the entry point back and compare, delete the middle version and see the current one refused. Prints PASS or FAIL per
step and exits 1 when any step failed.
"""

import json
import os
import sys
import urllib.request

import CloudFlare
from steps import Steps, expect

CONTROL_HEADER = "x-emulator-control"
PHASE = "http_ratelimit"
SHOP = "creator-shop.example"
# The fields a rule is sent with; the rest (id, version, last_updated) are the service's.
SENT = ("ref", "description", "expression", "action", "enabled", "ratelimit")


def info():
    """What the emulator says of itself (its rulesets API, zones and tokens)."""
    request = urllib.request.Request(
        os.environ["EMULATOR_URL"] + "/_emulator/v1/info",
        headers={CONTROL_HEADER: os.environ["EMULATOR_CONTROL_SECRET"]},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read().decode("utf-8"))["rulesets"]


def rule(ref, description, requests):
    return {
        "ref": ref,
        "description": description,
        "expression": 'http.request.uri.path eq "/%s"' % ref,
        "action": "block",
        "enabled": True,
        "ratelimit": {"characteristics": ["cf.colo.id", "ip.src"], "period": 60, "requests_per_period": requests},
    }


def sent(rules):
    """A rule list as it would be sent again: the fields a client owns, in order."""
    return [{key: r[key] for key in SENT if key in r} for r in rules]


def main():
    try:
        rulesets = info()
        zone = next(z["id"] for z in rulesets["zones"] if z["name"] == SHOP)
        cf = CloudFlare.CloudFlare(token=rulesets["tokens"]["write"], base_url=rulesets["apiBaseUrl"])
    except Exception as error:  # no emulator, no demo zone: one line, not a traceback
        print("FAIL reaching the emulator's rulesets API at %s: %s" % (os.environ.get("EMULATOR_URL"), error))
        return 1
    entrypoint = cf.zones.rulesets.phases.entrypoint
    first_rules = [rule("login", "Login attempts", 5), rule("search", "Search", 30)]
    state = {}
    steps = Steps()

    def put(rules):
        return entrypoint.put(zone, PHASE, data={"description": "Rate limits", "rules": rules})

    def create():
        made = put(first_rules)
        state["id"] = made["id"]
        expect(made["version"] == "1", "version %s, expected 1" % made["version"])
        return "ruleset %s, version 1 with %d rules" % (made["id"], len(made["rules"]))

    def change():
        made = put([rule("login", "Login attempts", 9)])
        expect(made["version"] == "2", "version %s, expected 2" % made["version"])
        return "version 2 with %d rule" % len(made["rules"])

    def list_versions():
        versions = [v["version"] for v in entrypoint.versions.get(zone, PHASE)]
        expect(sorted(versions) == ["1", "2"], "versions %s, expected 1 and 2" % versions)
        return "versions %s" % ", ".join(sorted(versions))

    def get_version():
        first = entrypoint.versions.get(zone, PHASE, "1")
        state["v1"] = first["rules"]
        expect(sent(first["rules"]) == first_rules, "version 1's rules differ from what was sent")
        return "version 1 holds %s" % ", ".join(r["ref"] for r in first["rules"])

    def restore():
        made = put(sent(state["v1"]))
        expect(made["version"] == "3", "version %s, expected 3" % made["version"])
        return "version 1's rules are version 3"

    def read_back():
        current = entrypoint.get(zone, PHASE)
        expect(current["version"] == "3", "the entry point is at version %s" % current["version"])
        expect(sent(current["rules"]) == sent(state["v1"]), "the zone's rules differ from version 1's")
        return "the zone's rules equal version 1's (refs %s)" % ", ".join(r["ref"] for r in current["rules"])

    def delete_old():
        try:
            cf.zones.rulesets.versions.delete(zone, state["id"], "2")
        except CloudFlare.exceptions.CloudFlareAPIError as error:
            # The service answers 204 with no body; python-cloudflare 2.x reads any bodiless non-200 as a failure
            # without errors (its code 99998, no message). The list below is what says the version went.
            if int(error) != 99998 or str(error) != "":
                raise
        versions = sorted(v["version"] for v in entrypoint.versions.get(zone, PHASE))
        expect(versions == ["1", "3"], "versions %s after deleting 2" % versions)
        return "versions %s" % ", ".join(versions)

    def refuse_current():
        try:
            cf.zones.rulesets.versions.delete(zone, state["id"], "3")
        except CloudFlare.exceptions.CloudFlareAPIError as error:
            expect(int(error) == 400 or "version" in str(error), "refused as %s: %s" % (int(error), error))
            return "refused: %s" % error
        raise AssertionError("the current version was deleted")

    for name, step in (
        ("put the entry point", create),
        ("change it", change),
        ("list versions", list_versions),
        ("get version 1", get_version),
        ("restore version 1 as a new version", restore),
        ("read the restored version back", read_back),
        ("delete an older version", delete_old),
        ("the current version cannot be deleted", refuse_current),
    ):
        if not steps.run(name, step) and name in ("put the entry point", "get version 1"):
            break  # the later steps need what this one makes
    return steps.verdict()


if __name__ == "__main__":
    sys.exit(main())
