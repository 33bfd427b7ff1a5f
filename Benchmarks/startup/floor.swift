// The floor for any Swift command-line tool here: load Foundation, print one line.
import Foundation

print("The capital of Belgium is Brussels.")
