"""The platform's Python client (google-api-python-client) against the emulator, for revision 20260924's additions.

An independent client: it builds its methods from the discovery document itself (build_from_document), so what it
sends and expects is the document's, not this project's. Run by `npm run conformance:python`, which starts the
emulator in conformance mode and passes, in the environment:
  EMULATOR_URL             the emulator's base URL (http://127.0.0.1:PORT)
  EMULATOR_CONTROL_SECRET  its test control's secret (to mint a token and set what only the studio sets)
  DISCOVERY_DOCUMENT       the discovery document of revision 20260924 (a path)
Prints PASS or FAIL per step and exits 1 when any step failed.
"""

import io
import json
import os
import sys
import urllib.request

import httplib2
from googleapiclient.discovery import build_from_document
from googleapiclient.errors import HttpError
from googleapiclient.http import MediaIoBaseUpload
from steps import Steps, expect

REVISION = "20260924"
CONTROL_HEADER = "x-emulator-control"


def control(method, path, body=None):
    """A call to the emulator's test control (/_emulator/v1), answered as JSON."""
    data = None if body is None else json.dumps(body).encode("utf-8")
    request = urllib.request.Request(
        os.environ["EMULATOR_URL"] + "/_emulator/v1" + path,
        data=data,
        method=method,
        headers={CONTROL_HEADER: os.environ["EMULATOR_CONTROL_SECRET"], "content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read().decode("utf-8"))


class BearerHttp(httplib2.Http):
    """httplib2 with the emulator's access token on every request (the client's own auth needs google-auth)."""

    def __init__(self, token):
        super().__init__(timeout=30)
        self.token = token

    def request(self, uri, method="GET", body=None, headers=None, *args, **kwargs):
        headers = dict(headers or {})
        headers["authorization"] = "Bearer " + self.token
        return super().request(uri, method, body, headers, *args, **kwargs)


def client():
    with open(os.environ["DISCOVERY_DOCUMENT"], encoding="utf-8") as file:
        document = json.load(file)
    if document.get("revision") != REVISION:
        raise SystemExit(
            "FAIL discovery document: revision %s, expected %s" % (document.get("revision"), REVISION)
        )
    # Pointed at the emulator: the same paths under its root (media uploads go to <root>upload/youtube/v3/...).
    document["rootUrl"] = os.environ["EMULATOR_URL"].rstrip("/") + "/"
    document.pop("mtlsRootUrl", None)
    token = control("POST", "/tokens", {})["access_token"]
    return build_from_document(document, http=BearerHttp(token))


def http_reason(error):
    if isinstance(error, HttpError):
        return "%s %s" % (error.resp.status, error.content.decode("utf-8", "replace")[:300])
    return str(error)


def main():
    try:
        youtube = client()
    except Exception as error:  # no emulator, no token: one line, not a traceback
        print("FAIL building the client against %s: %s" % (os.environ.get("EMULATOR_URL"), error))
        return 1
    steps = Steps(http_reason)
    video = {}

    def insert():
        media = MediaIoBaseUpload(io.BytesIO(b"not really a video"), mimetype="video/mp4", resumable=False)
        body = {
            "snippet": {"title": "Python client: made with a generated voice"},
            "status": {"privacyStatus": "private", "containsSyntheticMedia": True},
        }
        answer = youtube.videos().insert(part="snippet,status", body=body, media_body=media).execute()
        video["id"] = answer["id"]
        expect(answer["status"].get("containsSyntheticMedia") is True, "insert answered %r" % answer["status"])
        return "video %s, status.containsSyntheticMedia true" % answer["id"]

    def listed_status():
        items = youtube.videos().list(part="status", id=video["id"]).execute()["items"]
        expect(len(items) == 1, "listed %d videos" % len(items))
        return items[0]["status"]

    def list_back():
        status = listed_status()
        expect(status.get("containsSyntheticMedia") is True, "listed %r" % status)
        return "containsSyntheticMedia true"

    def update():
        body = {"id": video["id"], "status": {"privacyStatus": "private", "containsSyntheticMedia": False}}
        answer = youtube.videos().update(part="status", body=body).execute()
        expect(answer["status"].get("containsSyntheticMedia") is False, "update answered %r" % answer["status"])
        status = listed_status()
        expect(status.get("containsSyntheticMedia") is False, "listed after update %r" % status)
        return "containsSyntheticMedia false, listed back"

    def paid_placement():
        control("PUT", "/videos/%s/studio" % video["id"], {"hasPaidProductPlacement": True})
        items = youtube.videos().list(part="paidProductPlacementDetails", id=video["id"]).execute()["items"]
        details = items[0].get("paidProductPlacementDetails")
        expect(details == {"hasPaidProductPlacement": True}, "listed %r" % details)
        return "hasPaidProductPlacement true (set in the studio)"

    def trainability():
        control("PUT", "/videos/%s/studio" % video["id"], {"trainability": ["Example Research Lab"]})
        answer = youtube.videoTrainability().get(id=video["id"]).execute()
        expect(answer.get("kind") == "youtube#videoTrainability", "kind %r" % answer.get("kind"))
        expect(answer.get("permitted") == ["Example Research Lab"], "permitted %r" % answer.get("permitted"))
        return "permitted %s" % answer["permitted"]

    def monetization():
        items = youtube.channels().list(part="status", mine=True).execute()["items"]
        status = items[0]["status"]
        expect(isinstance(status.get("isChannelMonetizationEnabled"), bool), "status %r" % status)
        return "isChannelMonetizationEnabled %s, longUploadsStatus %s" % (
            status["isChannelMonetizationEnabled"],
            status.get("longUploadsStatus"),
        )

    def conformance():
        report = control("GET", "/conformance")
        violations = report.get("violations", [])
        expect(violations == [], "%d violations, first: %r" % (len(violations), violations[:1]))
        return "%d answers held to the schemas of revision %s" % (sum(report.get("checked", {}).values()), REVISION)

    if steps.run("videos.insert with status.containsSyntheticMedia", insert):
        steps.run("videos.list status", list_back)
        steps.run("videos.update status", update)
        steps.run("videos.list paidProductPlacementDetails", paid_placement)
        steps.run("videoTrainability.get", trainability)
    steps.run("channels.list status", monetization)
    steps.run("conformance report", conformance)
    return steps.verdict()


if __name__ == "__main__":
    sys.exit(main())
