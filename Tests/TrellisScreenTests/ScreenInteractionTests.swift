import Testing
import Trellis
import TrellisScreens

/// The realistic screens driven as a person would drive them on the device: typing, taps on
/// buttons, steppers and dialog buttons. Each step resolves and lays the screen out again with
/// the new state, so what a test reads is what the screen would show.
@MainActor
@Suite("Realistic screens, driven")
struct ScreenInteractionTests {
  @Test("Sign In is disabled until the email has an @ and the password eight characters")
  func signInEnabledByInput() throws {
    let host = try screenHost("login")
    #expect(host.tap("signIn") == false)
    host.enterText("ada@example.com", into: "email")
    #expect(host.tap("signIn") == false)
    host.enterText("analytical", into: "password")
    #expect(host.tap("signIn"))
  }

  @Test("Signing in replaces the button's title with a spinner")
  func signInShowsProgress() throws {
    let host = try screenHost("login")
    host.enterText("ada@example.com", into: "email")
    host.enterText("analytical", into: "password")
    #expect(host.texts.contains("Sign In"))
    host.tap("signIn")
    #expect(!host.texts.contains("Sign In"))
    // The spinner is the circular progress view's activity indicator, named in the frame tree.
    #expect(host.dump().contains("ActivityIndicator"))
  }

  @Test("The remember-me toggle flips on a tap")
  func rememberMeFlips() throws {
    let host = try screenHost("login")
    let on = host.displayList()
    #expect(host.tap("remember"))
    #expect(host.displayList() != on)
    #expect(host.tap("remember"))
    #expect(host.displayList() == on)
  }

  @Test("The plus and minus buttons change an @Observable model read through the environment")
  func observableCounter() throws {
    let host = try screenHost("counter-model")
    #expect(host.texts.contains("0"))
    host.tap("plus")
    host.tap("plus")
    #expect(host.texts.contains("2"))
    host.tap("minus")
    #expect(host.texts.contains("1"))
  }

  @Test("Delete asks for confirmation; confirming deletes the account")
  func deleteAccountConfirmation() throws {
    let host = try screenHost("delete-account")
    #expect(host.frame(of: "confirm") == nil)
    host.tap("delete")
    #expect(host.frame(of: "confirm") != nil)
    host.tap("confirm")
    #expect(host.frame(of: "confirm") == nil)
    #expect(host.texts.contains("Your account was deleted."))
    #expect(host.symbols.contains("checkmark.seal.fill"))
  }

  @Test("Try Again in the error alert dismisses it and counts the attempt")
  func networkErrorRetry() throws {
    let host = try screenHost("network-error")
    #expect(host.frame(of: "retry") != nil)
    #expect(host.texts.contains("Loading… (attempt 1)"))
    host.tap("retry")
    #expect(host.frame(of: "retry") == nil)
    #expect(host.texts.contains("Loading… (attempt 2)"))
  }

  @Test("The place sheet starts at its medium detent, half the large sheet's height above the home indicator")
  func placeSheetAtMediumDetent() throws {
    let host = try screenHost("place-detail")
    let details = try #require(host.frame(of: "details"))
    // On the 390 × 844 iPhone (safe area top 47) the large sheet's top is 10 points under the
    // safe area's top, at 57; a medium detent is half of the large sheet's height above the
    // home indicator's 34 points, as UIKit documents it ("approximately half the height of the
    // screen"): (844 − 57 − 34) / 2 + 34 = 410.5 tall, so its top is at 433.5, which a 3×
    // screen's pixel grid puts at 433⅔.
    #expect(details.minY == 433 + 2 / 3.0)
    #expect(details.width == 390)
  }

  @Test("The heart in the sheet fills on a tap")
  func favoriteFills() throws {
    let host = try screenHost("place-detail")
    #expect(host.symbols.contains("heart"))
    host.tap("favorite")
    #expect(host.symbols.contains("heart.fill"))
    #expect(!host.symbols.contains("heart"))
  }

  @Test("Play and pause swap on a tap")
  func playPause() throws {
    let host = try screenHost("player")
    #expect(host.symbols.contains("pause.fill"))
    host.tap("playPause")
    #expect(host.symbols.contains("play.fill"))
  }

  @Test("The quantity stepper counts up to its bound of 10")
  func quantityStepper() throws {
    let host = try screenHost("product-detail")
    #expect(host.texts.contains("Quantity: 1"))
    host.tap("quantity")
    #expect(host.texts.contains("Quantity: 2"))
    host.setValue(50, of: "quantity")
    #expect(host.texts.contains("Quantity: 10"))
  }

  @Test("Follow becomes Following on a tap")
  func follow() throws {
    let host = try screenHost("profile")
    #expect(host.texts.contains("Follow"))
    host.tap("follow")
    #expect(host.texts.contains("Following"))
  }
}
